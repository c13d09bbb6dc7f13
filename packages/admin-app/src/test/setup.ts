import '@testing-library/jest-dom/vitest';
import './dom-polyfills';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The identity provider is the one boundary the app's integration tests replace (see fake-firebase-auth.ts).
vi.mock('firebase/auth', () => import('./fake-firebase-auth'));
vi.mock('firebase/app', () => import('./fake-firebase-auth'));

afterEach(() => cleanup());
