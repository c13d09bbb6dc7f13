import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { FormField } from './FormField';
import { Input } from '../input';
import { NumberInput } from '../number-input';
import { Select } from '../select';
import { Switch } from '../switch';
import { Textarea } from '../textarea';

const meta = {
  title: 'Forms/FormField',
  tags: ['autodocs'],
  component: FormField,
  args: { label: 'Name', children: <Input defaultValue="Pizza Palace" /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveValue('Pizza Palace');
  },
};

export const WithHint: Story = {
  args: { label: 'Logo URL', hint: 'An http(s) address of a square image.', children: <Input type="url" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Logo URL')).toHaveAccessibleDescription(
      'An http(s) address of a square image.',
    );
  },
};

export const ValidationError: Story = {
  args: { label: 'Name', required: true, error: 'Name is required', children: <Input defaultValue="" /> },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Name/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Name is required');
  },
};

/** A text with a length limit counts its characters (`12/120`); screen readers hear the long form. */
export const WithCounter: Story = {
  args: { label: 'Name', counter: { length: 12, max: 120 }, children: <Input defaultValue="Pizza Palace" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12/120')).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('12 of at most 120 characters');
  },
};

/** Past its limit: the counter turns to the error colour and the message names the limit. */
export const TooLong: Story = {
  args: {
    label: 'Name',
    required: true,
    counter: { length: 121, max: 120 },
    error: 'Name must be at most 120 characters',
    children: <Input defaultValue={'Pizza Palace '.repeat(10).slice(0, 121)} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('121/120')).toBeVisible();
    await expect(canvas.getByLabelText(/Name/)).toHaveAccessibleDescription(
      '121 of at most 120 characters Name must be at most 120 characters',
    );
  },
};

/** A phone number not in international form: the message and the placeholder show one. */
export const PhoneNotInternational: Story = {
  args: {
    label: 'Phone',
    counter: { length: 14, max: 30 },
    error: 'Phone must be in international form, such as +33 6 12 34 56 78',
    children: <Input type="tel" placeholder="+33 6 12 34 56 78" defaultValue="06 12 34 56 78" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Phone');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(/such as \+33 6 12 34 56 78/)).toBeVisible();
  },
};

/** Sign-in with a short password: the spec's message, and the hint that names the length. */
export const ShortPassword: Story = {
  args: {
    label: 'Password',
    required: true,
    hint: 'At least 6 characters',
    error: 'Password is required',
    children: <Input type="password" defaultValue="abc" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Password/)).toHaveAccessibleDescription(
      'At least 6 characters Password is required',
    );
  },
};

/** A whole dish form with the required messages (docs/requirements.md#req-validation-dish), as the app renders it after a failed submit. */
export const DishFormWithErrors: Story = {
  args: { label: 'unused', children: null },
  render: function DishForm() {
    const [price, setPrice] = useState<number | null>(null);
    const [available, setAvailable] = useState(true);
    const [featured, setFeatured] = useState(false);
    const [menu, setMenu] = useState('1');
    return (
      <form
        style={{ display: 'grid', gap: 16, maxWidth: 480 }}
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField label="Name" required error="Name is required">
          <Input defaultValue="" />
        </FormField>
        <FormField label="Price" required error="Price must be positive" hint="In dollars, e.g. 12.50">
          <NumberInput value={price} onValueChange={setPrice} prefix="$" />
        </FormField>
        <FormField label="Menu">
          <Select
            value={menu}
            onValueChange={setMenu}
            options={[
              { value: '1', label: 'Lunch menu' },
              { value: '2', label: 'Dinner menu' },
            ]}
          />
        </FormField>
        <FormField label="Description">
          <Textarea defaultValue="" />
        </FormField>
        <FormField label="Image URL" error="Image URL must be a valid http(s) URL">
          <Input type="url" defaultValue="ftp://example.com/a.png" />
        </FormField>
        <Switch label="Available" checked={available} onCheckedChange={setAvailable} />
        <Checkbox label="Featured dish" checked={featured} onCheckedChange={setFeatured} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button variant="outline">Cancel</Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Name is required')).toBeVisible();
    await expect(canvas.getByText('Price must be positive')).toBeVisible();
    await expect(canvas.getByLabelText(/Price/)).toHaveAttribute('inputmode', 'decimal');
  },
};
