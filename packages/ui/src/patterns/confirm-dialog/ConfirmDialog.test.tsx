import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitStringsProvider } from '../../strings';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it("is titled 'Confirm deletion' with Confirm and Cancel", () => {
    render(
      <ConfirmDialog open onOpenChange={() => {}} onConfirm={() => {}} message="Delete Pizza Palace?" />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Confirm deletion' })).toHaveAccessibleDescription(
      'Delete Pizza Palace?',
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('Cancel closes without confirming', async () => {
    const onOpenChange = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('closes after the confirm promise resolves', async () => {
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} onConfirm={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open and shows the message when the action fails', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        onConfirm={() => Promise.reject(new Error('Restaurant not found'))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Restaurant not found');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it("shows a failure in the app's words when the strings describe errors (a translated API error)", async () => {
    const describeError = (error: unknown) => `Traduit : ${(error as Error).message}`;
    render(
      <KitStringsProvider strings={{ describeError }}>
        <ConfirmDialog
          open
          onOpenChange={() => {}}
          onConfirm={() => Promise.reject(new Error('Restaurant has open orders'))}
        />
      </KitStringsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Traduit : Restaurant has open orders')).toBeInTheDocument();
  });

  it('is busy while controlled busy is set: both buttons disabled, Escape ignored', async () => {
    const onOpenChange = vi.fn();
    render(<ConfirmDialog open busy onOpenChange={onOpenChange} onConfirm={() => {}} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
