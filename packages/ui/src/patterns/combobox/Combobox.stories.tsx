import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { FormField } from '../../primitives/form-field';
import { Combobox, type ComboboxOption, type ComboboxProps } from './Combobox';

const owners: ComboboxOption[] = [
  { value: '2', label: 'Oscar Owner', description: 'owner@demo.food' },
  { value: '7', label: 'Marta Ruiz', description: 'marta@tapas.example' },
  { value: '9', label: 'Kenji Sato', description: 'kenji@sakura.example' },
  { value: '12', label: 'Amélie Laurent', description: 'amelie@bistro.example' },
];

/** A host as an app writes it: it keeps the value and filters the options by the searched text. */
function OwnerField(args: ComboboxProps) {
  const [value, setValue] = useState(args.value);
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const options = args.options.filter((option) =>
    `${option.label} ${option.description ?? ''}`.toLowerCase().includes(needle),
  );
  return (
    <div style={{ maxWidth: 320, minHeight: 300 }}>
      <FormField label="Owner" hint="Accounts with the Restaurant role">
        <Combobox
          {...args}
          value={value}
          options={options}
          onSearch={(next) => {
            setText(next);
            args.onSearch(next);
          }}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </FormField>
    </div>
  );
}

const meta = {
  title: 'Forms/Combobox',
  tags: ['autodocs'],
  component: Combobox,
  args: {
    value: null,
    options: owners,
    placeholder: 'Search by name or email',
    clearable: true,
    onValueChange: fn(),
    onSearch: fn(),
    onOpenChange: fn(),
  },
  render: OwnerField,
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches after a pause; the arrow keys move, Enter picks and closes the list. */
export const PickWithTheKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.type(field, 'ex');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('ex'));
    const list = canvas.getByRole('listbox', { name: 'Owner' });
    await waitFor(() => expect(list.querySelectorAll('[role="option"]')).toHaveLength(3));
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      canvas.getByRole('option', { name: /Kenji Sato/ }).id,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith(owners[2]);
    await expect(field).toHaveValue('Kenji Sato');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes the list and puts the chosen option's name back. */
export const EscapeRestores: Story = {
  args: { value: owners[0] },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.clear(field);
    await userEvent.type(field, 'zz');
    await expect(await canvas.findByText('No results')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('Oscar Owner');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A click picks too; Clear empties the choice. */
export const ClickAndClear: Story = {
  args: { value: owners[0] },
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('combobox', { name: 'Owner' });
    await userEvent.click(field);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('option', { name: /Oscar Owner/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('option', { name: /Marta Ruiz/ }));
    await expect(field).toHaveValue('Marta Ruiz');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(field).toHaveValue('');
  },
};

/** Open: the chosen option marked, the first one under the keyboard, each with its email. */
export const Open: Story = {
  args: { value: owners[1] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Owner' }));
    const list = canvas.getByRole('listbox', { name: 'Owner' });
    await expect(list.querySelectorAll('[role="option"]')).toHaveLength(4);
    await expect(canvas.getByRole('option', { name: /Marta Ruiz/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** While the host loads the options, the list says so. */
export const Loading: Story = {
  args: { loading: true, options: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Owner' }));
    await expect(await canvas.findByText('Loading')).toBeVisible();
  },
};

/** Right to left: the list opens under the field from the right, Clear and the chevron on the left. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: { value: owners[1] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Owner' }));
    await expect(canvas.getByRole('listbox', { name: 'Owner' })).toBeVisible();
  },
};

export const Disabled: Story = { args: { value: owners[0], disabled: true } };
