// The disruptions module's public face (decision 0060): what the rest of the server may use of it.
export { storePublication } from './publication.ts';
export { currentDisruptions, findDisruptionForUpdate } from './repository.ts';
