/**
 * Where the cluster suite's shared services live. Its own PostgreSQL database and Redis database
 * number, so it never collides with the server suite (food_admin_test) or a developer's data.
 * Override with CLUSTER_DATABASE_URL / CLUSTER_REDIS_URL.
 */
export const CLUSTER_DATABASE_URL =
  process.env.CLUSTER_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/food_admin_cluster';
export const CLUSTER_REDIS_URL = process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379/5';

/** The auth budget the instances are started with (per client, shared by every instance through Redis). */
export const AUTH_RATE_MAX = 6;
export const AUTH_RATE_WINDOW_MS = 60_000;
