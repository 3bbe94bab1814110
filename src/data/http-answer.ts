/**
 * What an `$http` answer is to the data layer, below both the transport (which produces it) and
 * the envelope reading (which reads it), so neither imports the other.
 */

/** The parts of an `$http` response (or rejection) that the data layer reads. */
export interface HttpAnswer {
  data?: unknown;
  status: number;
  statusText?: string;
  /** AngularJS's reason for an answer without a status: `complete`, `error`, `timeout`, `abort`. */
  xhrStatus?: string;
}

/** A body the response transforms could not read (e.g. `{bad` sent as application/json): the status stays, the text is kept. */
export class UnreadableBody {
  constructor(readonly text: unknown, readonly reason: string) {}
}
