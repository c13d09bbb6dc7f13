import { useAuth } from '@/features/auth/auth-context';

/** Owners see their own restaurants under the header button's name, "My Restaurants". */
export function useRestaurantsTitle(): string {
  const { profile } = useAuth();
  return profile?.role === 'RESTAURANT' ? 'My Restaurants' : 'Restaurants';
}
