import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitStringsProvider } from '../../strings';
import { kitStrings as arabic } from '../../strings/locales/ar';
import { RestaurantCard } from '../restaurant-card';
import { UserModal } from './UserModal';

/** The element holding exactly `text`, and whether it is an isolated left-to-right run. */
const isolatedLtr = (text: string) => {
  const element = screen.getByText(text);
  return element.tagName === 'BDI' && element.getAttribute('dir') === 'ltr';
};

describe('left-to-right data in Arabic', () => {
  it("isolates the kit's own emails, phone numbers and addresses in Arabic", () => {
    const user = {
      id: 7,
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'ada@example.com',
      phone: '+1 555 0100',
      role: 'ADMIN' as const,
    };
    render(
      <div dir="rtl" lang="ar">
        <KitStringsProvider strings={arabic}>
          <UserModal user={user} mode="view" open onOpenChange={() => {}} />
          <RestaurantCard
            restaurant={{ id: 1, name: 'Casa', address: '13 Riverside Dr, Springfield', isActive: true }}
          />
        </KitStringsProvider>
      </div>,
    );
    expect(screen.getAllByText('ada@example.com').every((element) => element.tagName === 'BDI')).toBe(true);
    expect(isolatedLtr('+1 555 0100')).toBe(true);
    expect(isolatedLtr('13 Riverside Dr, Springfield')).toBe(true);
  });
});
