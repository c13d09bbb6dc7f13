import { startServer } from './start';

startServer().catch((error: unknown) => {
  console.error('food-admin API failed to start:', error);
  process.exit(1);
});
