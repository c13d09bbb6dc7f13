import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';

/**
 * Cancel or Save returns to the restaurant's menu page (docs/requirements.md#req-forms) when the form was opened with
 * a restaurant id, otherwise to the given list.
 */
export function useFormReturn(returnToRestaurantId: number | undefined, toList: () => Promise<void>) {
  const navigate = useNavigate();
  return useCallback(() => {
    if (returnToRestaurantId !== undefined) {
      void navigate({
        to: '/admin/restaurants/$restaurantId/menu',
        params: { restaurantId: returnToRestaurantId },
      });
    } else {
      void toList();
    }
  }, [navigate, returnToRestaurantId, toList]);
}
