import '@testing-library/jest-dom/vitest';
import './dom-polyfills';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The identity provider is the one boundary the app's integration tests replace (see fake-firebase-auth.ts).
vi.mock('firebase/auth', () => import('./fake-firebase-auth'));
vi.mock('firebase/app', () => import('./fake-firebase-auth'));

afterEach(() => cleanup());

// findBy and waitFor wait 1 s by default. Under CI's load (unit tests beside the other stages on
// two cores) a toast's fade-in or a refetch has missed that once; a longer wait costs a passing
// test nothing, since it ends as soon as its expectation holds.
configure({ asyncUtilTimeout: 5_000 });
