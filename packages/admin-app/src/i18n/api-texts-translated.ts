// The API's texts in French or Arabic (./api-texts.ts): loaded with the language's catalog, so
// English readers download none of it.
//
// A code's message is `<namespace>.<CODE>`: the key functions below fail the type-check when a code
// has no English message, and scripts/i18n-catalogs.test.mjs fails when a message has no code.
import type { I18n } from '@lingui/core';
import {
  ApiError,
  describeFieldMessage,
  type ActivityCode,
  type ApiErrorCode,
  type FieldCode,
} from '@food-admin/api-client';
import type { ApiTexts } from './api-texts-shape';
import type { messages as activityMessages } from './compiled/en/activity';
import type { messages as errorMessages } from './compiled/en/apiErrors';
import type { messages as validationMessages } from './compiled/en/validation';

const errorKey = (code: ApiErrorCode | 'NETWORK'): keyof typeof errorMessages => `apiErrors.${code}`;
const fieldKey = (code: Exclude<FieldCode, 'INVALID'>): keyof typeof validationMessages =>
  `validation.${code}`;
const activityKey = (code: ActivityCode): keyof typeof activityMessages => `activity.${code}`;
const profileFieldKey = (field: 'firstName' | 'lastName' | 'phone'): keyof typeof activityMessages =>
  `activity.field.${field}`;

const messageOf = (error: unknown, fallback?: string) =>
  fallback ?? (error instanceof Error ? error.message : String(error));

/** The message of `key` in the active catalog, or `fallback` when the catalog has none (an unknown code). */
function translated(i18n: I18n, key: string, values: Record<string, unknown>, fallback: string): string {
  return i18n.messages[key] === undefined ? fallback : i18n._(key, values);
}

/** The API's texts through `i18n`, which speaks `locale`. */
export function translatedApiTexts(i18n: I18n, locale: string): ApiTexts {
  const coded = (code: string | undefined, english: string, seconds = 10) =>
    code === undefined ? english : translated(i18n, errorKey(code as ApiErrorCode), { seconds }, english);
  return {
    error: (error, fallback) => {
      if (!(error instanceof ApiError)) return messageOf(error, fallback);
      const code = error.isNetworkError ? 'NETWORK' : error.code;
      return coded(code, messageOf(error, fallback), error.retryAfterSeconds);
    },
    coded: (code, english) => coded(code, english),
    field: (message) => {
      // A message the schemas do not know (one the app already wrote in this language) stays.
      const { code, params } = describeFieldMessage(message);
      return code === 'INVALID' ? message : translated(i18n, fieldKey(code), params, message);
    },
    activity: (entry) => {
      if (entry.code === undefined) return entry.action;
      const params: Record<string, unknown> = { ...entry.params };
      // An order move's reason is optional: the message says "withReason" rather than test for ''.
      params.withReason = params.reason ? 'yes' : 'no';
      if (entry.code === 'PROFILE_UPDATED') {
        const fields = String(params.fields ?? '')
          .split(',')
          .filter((field) => field === 'firstName' || field === 'lastName' || field === 'phone');
        params.labels = new Intl.ListFormat(locale).format(
          fields.map((field) => i18n._(profileFieldKey(field))),
        );
      }
      return translated(i18n, activityKey(entry.code as ActivityCode), params, entry.action);
    },
  };
}
