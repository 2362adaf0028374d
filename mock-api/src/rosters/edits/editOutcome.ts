/** What a swap or move on a roster comes to: the re-validated roster, or the call's refusal status. */
import type { Revalidation } from '@times/roster-engine';
import type { EditRefusal } from './editStatus';

export type EditOutcome = { ok: true; revalidation: Revalidation } | { ok: false; status: EditRefusal };
