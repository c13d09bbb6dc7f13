import { contract } from '@food-admin/api-client';
import { mockEndpoint } from './mock-endpoint';

const ok = () => ({ status: 'ok' as const });

export const healthEndpoints = {
  health: mockEndpoint(contract.health.check, ok, ok),
  healthLive: mockEndpoint(contract.health.live, ok, ok),
};
