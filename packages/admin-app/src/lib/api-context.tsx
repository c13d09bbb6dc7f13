import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@food-admin/api-client';

const ApiContext = createContext<ApiClient | null>(null);

/** Makes the API client available to screens (the app, stories and tests each supply their own). */
export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
