import * as v from 'valibot';
import { PageSchema } from '../schemas/common';

/** Accepts a bare array or a page of items and always outputs the array. */
export const ArrayOrPageSchema = <TItem extends v.GenericSchema>(item: TItem) =>
  v.union([
    v.array(item),
    v.pipe(
      PageSchema(item),
      v.transform((page) => page.content),
    ),
  ]);
