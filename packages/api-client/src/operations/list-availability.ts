/**
 * What the restaurants list filters and counts by (its `availability` filter): open takes orders
 * now (closing soon included), paused has a pause on, closed is everything else (outside its hours,
 * a closure, past the last order, switched off, or without an active menu). A module of its own,
 * importing nothing: the restaurant schema and the lists name it, and every signed-in page loads
 * those, while the availability rule's code (availability.ts) is for the pages that work it out.
 */
export const LIST_AVAILABILITIES = ['open', 'paused', 'closed'] as const;
export type ListAvailability = (typeof LIST_AVAILABILITIES)[number];
