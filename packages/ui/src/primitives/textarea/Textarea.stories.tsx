import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from '../form-field';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  tags: ['autodocs'],
  component: Textarea,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <FormField label="Description" hint="Optional, up to 2000 characters.">
          <Story />
        </FormField>
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { placeholder: 'What makes this place special?' } };

export const LongText: Story = {
  args: {
    defaultValue:
      'Wood-fired Neapolitan pizza with a 48-hour dough. '.repeat(12) +
      'Family-run since 1987 on the corner of Via Roma.',
    rows: 6,
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only for now.' } };
