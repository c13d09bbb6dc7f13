import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { KitStringsProvider, type KitStrings } from '../../strings';
import { kit } from '../../stories/kit-texts';
import { Pager } from './Pager';

const meta = {
  title: 'Data/Pager',
  tags: ['autodocs'],
  component: Pager,
  args: { pageIndex: 0, totalPages: 3, onPageChange: fn() },
  render: function Controlled(args) {
    const [pageIndex, setPageIndex] = useState(args.pageIndex);
    return (
      <Pager
        {...args}
        pageIndex={pageIndex}
        onPageChange={(next) => {
          setPageIndex(next);
          args.onPageChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Previous is disabled on the first page, Next on the last; the label tracks the page. */
export const PagingEnds: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const previous = canvas.getByRole('button', { name: kit('previous') });
    const next = canvas.getByRole('button', { name: kit('next') });
    await expect(canvas.getByText(kit('pageOf', 1, 3))).toBeVisible();
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(canvas.getByText(kit('pageOf', 2, 3))).toBeVisible();
    await expect(previous).toBeEnabled();
    await userEvent.click(next);
    await expect(canvas.getByText(kit('pageOf', 3, 3))).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenNthCalledWith(1, 1);
    await expect(args.onPageChange).toHaveBeenNthCalledWith(2, 2);
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(kit('pageOf', 1, 1))).toBeVisible();
    await expect(canvas.getByRole('button', { name: kit('previous') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: kit('next') })).toBeDisabled();
  },
};

export const NoResults: Story = { args: { totalPages: 0, totalItems: 0 } };

export const ManyPages: Story = { args: { pageIndex: 41, totalPages: 128, totalItems: 1277 } };

export const Disabled: Story = { args: { pageIndex: 1, disabled: true } };

/** A French override of the pager's texts (a translation supplies them all; here only the pager's). */
const french: Partial<KitStrings> = {
  pagination: 'Pagination',
  previous: 'Précédent',
  next: 'Suivant',
  pageOf: (page, pages) => `Page ${page} sur ${pages}`,
  resultCount: (count) => (count <= 1 ? `${count} résultat` : `${count} résultats`),
};

/**
 * Every built-in text of the kit can be replaced through `KitStringsProvider` (docs/ui-kit.md,
 * "Strings and translations"): here the pager in French. Texts it is not given stay English.
 */
export const Translated: Story = {
  args: { totalItems: 27 },
  decorators: [
    (Story) => (
      <KitStringsProvider strings={french}>
        <div lang="fr">
          <Story />
        </div>
      </KitStringsProvider>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('27 résultats')).toBeVisible();
    await expect(canvas.getByText('Page 1 sur 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(canvas.getByText('Page 2 sur 3')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
