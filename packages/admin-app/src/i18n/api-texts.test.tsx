import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { activityMessage, ApiError, bodyOf, errorBody, refusal } from '@food-admin/api-client';
import { useApiTexts } from './api-texts';
import { loadLocale } from './catalog';
import { LocaleProvider } from './locale-provider';
import type { Locale } from './locales';

async function textsIn(locale: Locale) {
  const loaded = await loadLocale(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LocaleProvider initial={loaded}>{children}</LocaleProvider>
  );
  return renderHook(() => useApiTexts(), { wrapper }).result.current;
}

/** The app's error for a declared refusal, as the server answers it. */
const refused = (code: 'LAST_ADMIN') => {
  const answer = refusal(code);
  return ApiError.fromResponse(answer.status, bodyOf(answer));
};

describe('the API in the reader language (docs/api.md#error-codes)', () => {
  it('English shows the texts as they come: the spec wording', async () => {
    const texts = await textsIn('en');
    expect(texts.error(refused('LAST_ADMIN'))).toBe('The platform must keep at least one admin');
    expect(texts.field('Name is required')).toBe('Name is required');
    expect(texts.activity(activityMessage('MENU_CREATED', { name: 'Brunch', restaurant: 'Sakura' }))).toBe(
      'Created menu Brunch of Sakura',
    );
  });

  it('adds the reference support finds a server error by, in each language, and none to a mistake', async () => {
    const failure = ApiError.fromResponse(500, errorBody(500, 'Internal Server Error'), null, 'req-5f3a9c2e');
    const id = '\u2068req-5f3a9c2e\u2069';
    expect((await textsIn('en')).error(failure)).toBe(`Internal Server Error (Reference: ${id})`);
    expect((await textsIn('fr')).error(failure)).toMatch(new RegExp(`\\(référence : ${id}\\)$`));
    expect((await textsIn('ar')).error(failure)).toMatch(new RegExp(`\\(المرجع: ${id}\\)$`));
    // The caller's own mistake (its message says what to fix): no reference.
    const mistake = ApiError.fromResponse(404, errorBody(404, 'Restaurant not found'), null, 'req-5f3a9c2f');
    expect((await textsIn('en')).error(mistake)).toBe('Restaurant not found');
  });

  it('French translates error codes, field messages with their parameters and activity entries', async () => {
    const texts = await textsIn('fr');
    expect(texts.error(refused('LAST_ADMIN'))).toBe(
      'La plateforme doit conserver au moins un administrateur',
    );
    expect(texts.error(ApiError.fromResponse(429, errorBody(429, 'Too many requests'), '30'))).toBe(
      'Trop de requêtes, veuillez réessayer dans 30 secondes',
    );
    expect(texts.error(ApiError.network(new Error('offline')))).toBe(
      'Erreur réseau : le serveur est injoignable',
    );
    expect(texts.field('Name is required')).toBe('Le nom est obligatoire');
    expect(texts.field('Must be at most 2000 characters')).toBe('2000 caractères au maximum');
    // The weekdays of an overlap in the week's hours are English in the message: the catalog names them.
    expect(texts.field('Sunday 22:00-02:00 and Monday 01:00-09:00 overlap')).toBe(
      'Les plages dimanche 22:00-02:00 et lundi 01:00-09:00 se chevauchent',
    );
    expect(
      texts.activity(
        activityMessage('USER_ROLE_CHANGED', { user: 'ana@x.io', from: 'ADMIN', to: 'COURIER' }),
      ),
    ).toBe('A changé le rôle de ana@x.io : administrateur → livreur');
    expect(
      texts.activity(
        activityMessage('PROFILE_UPDATED', { fields: 'firstName,phone', labels: 'first name, phone' }),
      ),
    ).toBe('A modifié son profil : prénom et téléphone');
  });

  it('Arabic uses its plural forms; an entry or error without a known code stays as it came', async () => {
    const texts = await textsIn('ar');
    expect(texts.error(ApiError.fromResponse(429, errorBody(429, 'Too many requests'), '2'))).toBe(
      'طلبات كثيرة جدًا، يُرجى المحاولة مرة أخرى بعد ثانيتين',
    );
    expect(texts.activity({ action: 'Free text from a client' })).toBe('Free text from a client');
    expect(texts.error(new Error('plain'))).toBe('plain');
    expect(texts.activity(activityMessage('TRASH_RESTORED', { kind: 'dish', name: 'Pho' }))).toBe(
      'استعاد الطبق Pho',
    );
  });
});
