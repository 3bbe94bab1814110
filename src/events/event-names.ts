// The names of znData's events live with the data layer (src/data/event-names.ts), which needs
// the resource table: events/ depends on data/, never the other way round.
export { DATA_EVENT_ACTIONS, dataEventName, hyphenate } from '../data/event-names';
export type { ZnDataEventAction } from '../data/event-names';
