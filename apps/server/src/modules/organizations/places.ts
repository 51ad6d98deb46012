import type { OrganizationDeps } from './common';
import { createSeasonsService, type SeasonsService } from './seasons';
import { createVenuesService, type VenuesService } from './venues';

/** Venues with their playing spaces, and seasons: readable with the organization, written by owners and organizers. */
export interface PlacesService extends VenuesService, SeasonsService {}

export function createPlacesService(deps: OrganizationDeps): PlacesService {
  return { ...createVenuesService(deps), ...createSeasonsService(deps) };
}
