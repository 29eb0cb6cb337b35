import { z } from 'zod';

/** `?squadId=`: the staff squad switcher narrows a list to one squad, always inside the caller's scope. */
export const squadFilterSchema = z.uuid('Squad id must be a valid id').optional();
