import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RestaurantOwner, User } from '@food-admin/api-client';
import { Combobox, FormField, type ComboboxOption } from '@food-admin/ui';
import { useApiTexts } from '@/i18n/api-texts';
import { messages } from '@/i18n/compiled/en/restaurants';
import { useT } from '@/i18n/locale-provider';
import { useApi } from '@/lib/api-context';
import { useFieldBinding, type BoundField } from '@/shared/forms/fields';
import { ownerChoicesQuery } from './restaurant-queries';

type OwnerFieldProps = {
  field: BoundField<number | null>;
  label: string;
  /** The restaurant's owner as its read names them (the field's text before anything is picked). */
  owner: RestaurantOwner | null | undefined;
};

const optionOf = (owner: { id: number; name: string; email: string }): ComboboxOption => ({
  value: String(owner.id),
  label: owner.name || owner.email,
  description: owner.email,
});
const ownerOfUser = (user: User) => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
});

/**
 * Who owns the restaurant (admins, docs/requirements.md#req-forms-restaurant): a searchable list of
 * the accounts with the Restaurant role, asked of the users list as the admin types (the kit's
 * Combobox waits for a pause). Clear leaves the restaurant without an owner. The server checks the
 * choice again (a 400 on the field when the account is gone or no longer a restaurant account).
 */
export function RestaurantOwnerField({ field, label, owner }: OwnerFieldProps) {
  const api = useApi();
  const t = useT(messages);
  const texts = useApiTexts();
  const { value, error, onChange, onBlur } = useFieldBinding(field);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  // The accounts already named (the current owner, each one picked), so the field can show a name
  // for its value whatever the list holds now.
  const [known, setKnown] = useState<ReadonlyMap<string, ComboboxOption>>(
    () => new Map(owner ? [[String(owner.id), optionOf(owner)]] : []),
  );
  const choices = useQuery({
    ...ownerChoicesQuery(api, search),
    enabled: open,
    // The previous text's accounts stay listed while the next ones load.
    placeholderData: keepPreviousData,
  });
  const options = (choices.data?.content ?? []).map((user) => optionOf(ownerOfUser(user)));
  const chosen =
    value === null || value === undefined
      ? null
      : (known.get(String(value)) ?? {
          value: String(value),
          label: t('restaurants.ownerAccount', { id: value }),
        });

  return (
    <FormField
      label={label}
      hint={choices.isError ? texts.error(choices.error) : t('restaurants.ownerHint')}
      error={error}
    >
      <Combobox
        value={chosen}
        options={options}
        loading={choices.isFetching && options.length === 0}
        placeholder={t('restaurants.ownerPlaceholder')}
        clearable
        onSearch={setSearch}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onBlur();
        }}
        onValueChange={(option) => {
          if (option) setKnown((previous) => new Map(previous).set(option.value, option));
          onChange(option ? Number(option.value) : null);
        }}
      />
    </FormField>
  );
}
