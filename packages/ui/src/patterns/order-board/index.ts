export * from './OrderBoard';
export * from './CourierLane';
export { OrderBoardCard, type OrderBoardCardData, type OrderBoardCardProps } from './OrderBoardCard';
