import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * SPEC section 2: Cancel or Save returns to the restaurant's menu page when the form was opened with
 * a restaurant id, otherwise to the given list.
 */
export function useFormReturn(returnToRestaurantId: number | undefined, toList: () => Promise<void>) {
  const navigate = useNavigate();
  return useCallback(() => {
    if (returnToRestaurantId !== undefined) {
      void navigate({
        to: '/admin/restaurants/$restaurantId/menu',
        params: { restaurantId: String(returnToRestaurantId) },
      });
    } else {
      void toList();
    }
  }, [navigate, returnToRestaurantId, toList]);
}
