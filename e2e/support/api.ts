// The tests' own client for the api-server, authenticated as a given account. Used to arrange data
// and to read the server's truth; journeys themselves always go through the browser.
import type { APIRequestContext } from '@playwright/test';
import { signInWithPassword, signUpWithPassword, uniqueEmail } from './identity';

export type Page<T> = {
  content: T[];
  number: number;
  last: boolean;
  totalPages: number;
  totalElements: number;
};
export type DashboardStats = { restaurants: number; users: number; orders: number; reviews: number };
export type Restaurant = {
  id: number;
  name: string;
  description?: string | null;
  address: string;
  logoUrl?: string | null;
  isActive: boolean;
};
export type User = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  phone?: string | null;
};

export class ServerApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly idToken: string,
  ) {}

  static async as(
    request: APIRequestContext,
    account: { email: string; password: string },
  ): Promise<ServerApi> {
    const { idToken } = await signInWithPassword(account.email, account.password);
    return new ServerApi(request, idToken);
  }

  /** A new account in the emulator and the backend, as the register screen would make it. */
  static async register(
    request: APIRequestContext,
    person: { email: string; password: string; firstName: string; lastName: string },
  ): Promise<User> {
    const { idToken, localId } = await signUpWithPassword(person.email, person.password);
    const api = new ServerApi(request, idToken);
    const { password: _password, ...names } = person;
    return (await api.send<User>('POST', '/api/auth/register', { uid: localId, ...names })) as User;
  }

  /**
   * A second admin, registered and promoted by `admin`: another person's sign-in, whose changes
   * the first admin's screens attribute to them (live updates, conflicts).
   */
  static async registerAdmin(
    request: APIRequestContext,
    admin: ServerApi,
    person: { email: string; password: string; firstName: string; lastName: string },
  ): Promise<User> {
    const user = await ServerApi.register(request, person);
    return (await admin.send<User>('PUT', `/admin/users/${user.id}`, { role: 'ADMIN' })) as User;
  }

  private headers() {
    return { authorization: `Bearer ${this.idToken}`, accept: 'application/json' };
  }

  async get<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    const response = await this.request.get(path, { headers: this.headers(), params });
    if (!response.ok())
      throw new Error(`GET ${path} answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown): Promise<T | undefined> {
    const response = await this.request.fetch(path, { method, headers: this.headers(), data });
    if (!response.ok())
      throw new Error(`${method} ${path} answered ${response.status()}: ${await response.text()}`);
    return response.status() === 204 ? undefined : ((await response.json()) as T);
  }

  dashboardStats(): Promise<DashboardStats> {
    return this.get<DashboardStats>('/admin/dashboard-stats');
  }

  restaurants(params: { search?: string; page?: number; size?: number } = {}): Promise<Page<Restaurant>> {
    return this.get<Page<Restaurant>>('/api/restaurants', { page: 0, size: 10, ...params });
  }

  users(params: { search?: string; page?: number; size?: number } = {}): Promise<Page<User>> {
    return this.get<Page<User>>('/admin/users', { page: 0, size: 10, ...params });
  }

  async createRestaurant(input: Omit<Restaurant, 'id'>): Promise<Restaurant> {
    return (await this.send<Restaurant>('POST', '/api/restaurants', input)) as Restaurant;
  }

  async deleteRestaurant(id: number): Promise<void> {
    await this.send('DELETE', `/api/restaurants/${id}`);
  }
}

export type Person = { email: string; password: string; firstName: string; lastName: string };

/**
 * A new account of its own (a customer, Rhea Tester), for a test that changes what the account
 * keeps (its password, its profile, its language) and must leave the demo accounts alone.
 */
export async function freshAccount(request: APIRequestContext, prefix: string): Promise<Person> {
  const person = {
    email: uniqueEmail(prefix),
    password: 'first-secret',
    firstName: 'Rhea',
    lastName: 'Tester',
  };
  await ServerApi.register(request, person);
  return person;
}
