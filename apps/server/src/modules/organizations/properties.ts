import type {
  PagedResult,
  Property,
  PropertyInput,
  PropertyListQuery,
  PropertyUpdate,
  PropertyValue,
  PropertyValues,
} from '@sportzone/contracts';
import {
  deleteProperty,
  findProperty,
  insertProperty,
  listProperties,
  propertiesFor,
  updateProperty,
  type DbOrTx,
  type PropertyRow,
} from '@sportzone/db';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import type { Actor } from '../actor';
import { definedOnly, isRealDate, listPage, readAccess, type OrganizationDeps } from './common';
import { propertyDto } from './dto';

/** Properties: the organization's own fields; members read them, owners and organizers define them. */
export interface PropertiesService {
  listProperties(
    actor: Actor,
    organizationId: number,
    query: PropertyListQuery,
  ): Promise<PagedResult<Property>>;
  createProperty(actor: Actor, organizationId: number, input: PropertyInput): Promise<Property>;
  updateProperty(
    actor: Actor,
    organizationId: number,
    propertyId: number,
    input: PropertyUpdate,
  ): Promise<Property>;
  removeProperty(actor: Actor, organizationId: number, propertyId: number): Promise<void>;
}

/** one value as its property's type wants it (text trimmed); 400 naming the field otherwise */
export function checkValue(property: PropertyRow, value: PropertyValue): PropertyValue {
  const field = `properties.${property.key}`;
  const wrong = (message: string) => badRequest(`${property.label}: ${message}`, { [field]: message });
  switch (property.type) {
    case 'text':
      if (typeof value !== 'string') throw wrong('must be text');
      if (value.length > 1000) throw wrong('must be at most 1000 characters');
      return value.trim();
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw wrong('must be a number');
      return value;
    case 'date':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isRealDate(value))
        throw wrong('must be a date (YYYY-MM-DD)');
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw wrong('must be true or false');
      return value;
    case 'choice':
      if (typeof value !== 'string' || !property.options.includes(value))
        throw wrong(`must be one of ${property.options.join(', ')}`);
      return value;
  }
}

/** the values by key, checked against the organization's player properties */
export async function checkPlayerValues(
  executor: DbOrTx,
  organizationId: number,
  values: PropertyValues | undefined,
) {
  if (!values || Object.keys(values).length === 0) return [];
  const properties = await propertiesFor(executor, organizationId, 'players');
  const byKey = new Map(properties.map((p) => [p.key, p]));
  return Object.entries(values).map(([key, value]) => {
    const property = byKey.get(key);
    if (!property)
      throw badRequest(`No player property "${key}".`, { [`properties.${key}`]: 'no such property' });
    return { propertyId: property.id, value: value === null ? null : checkValue(property, value) };
  });
}

/** a choice's options: trimmed, at least one, none twice; other types have none */
export function choiceOptions(type: string, options: string[] | undefined): string[] {
  const list = (options ?? []).map((o) => o.trim());
  if (type === 'choice' && list.length === 0)
    throw badRequest('A choice needs options.', { options: 'at least one option' });
  if (new Set(list).size !== list.length)
    throw badRequest('Options must differ.', { options: 'must not repeat' });
  return type === 'choice' ? list : [];
}

export function createPropertiesService({ database, access }: OrganizationDeps): PropertiesService {
  const db = () => database.db;

  const propertyIn = async (organizationId: number, propertyId: number): Promise<PropertyRow> => {
    const property = await findProperty(db(), propertyId);
    if (!property || property.organizationId !== organizationId) throw notFound('Property not found.');
    return property;
  };

  return {
    async listProperties(actor, organizationId, query) {
      await access.memberOfOrganization(actor, organizationId);
      return listPage(
        query,
        (window) => listProperties(db(), organizationId, { ...window, appliesTo: query.appliesTo ?? null }),
        (rows) => rows.map(propertyDto),
      );
    },

    async createProperty(actor, organizationId, input) {
      await access.manageOrganization(actor, organizationId);
      const row = await insertProperty(db(), {
        organizationId,
        key: input.key,
        label: input.label.trim(),
        type: input.type,
        options: choiceOptions(input.type, input.options),
        appliesTo: input.appliesTo,
      });
      if (!row) throw conflict('This key is already used.', 'property_exists', { key: 'is already used' });
      return propertyDto(row);
    },

    async updateProperty(actor, organizationId, propertyId, input) {
      await readAccess(access, actor, organizationId, 'Property', 'manage');
      const property = await propertyIn(organizationId, propertyId);
      const patch = definedOnly({
        label: input.label?.trim(),
        options: input.options !== undefined ? choiceOptions(property.type, input.options) : undefined,
      });
      if (Object.keys(patch).length === 0) return propertyDto(property);
      return propertyDto((await updateProperty(db(), propertyId, patch)) ?? property);
    },

    async removeProperty(actor, organizationId, propertyId) {
      await readAccess(access, actor, organizationId, 'Property', 'manage');
      await propertyIn(organizationId, propertyId);
      await deleteProperty(db(), propertyId);
    },
  };
}
