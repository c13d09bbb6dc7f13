import { createFileRoute } from '@tanstack/react-router';
import { RestaurantFormScreen } from '@/features/restaurants/restaurant-form-screen';

export const Route = createFileRoute('/_authenticated/admin/restaurants/new')({
  component: () => <RestaurantFormScreen />,
});
