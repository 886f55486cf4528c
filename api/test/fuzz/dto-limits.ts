import { getMetadataStorage } from 'class-validator';

interface LengthMetadata {
  target: Function | string;
  propertyName: string;
  name?: string;
  constraints?: unknown[];
}

/**
 * The longest text each DTO property allows (`@MaxLength`, `@MaxChars`), by class name: the names
 * the OpenAPI document gives its schemas. Read from class-validator's registry, so new DTOs are
 * covered without listing them.
 */
export function dtoMaxLengths(): (schemaName: string | undefined, property: string) => number | undefined {
  const limits = new Map<string, number>();
  const storage = getMetadataStorage() as unknown as { validationMetadatas?: Map<unknown, LengthMetadata[]> };
  for (const metadatas of storage.validationMetadatas?.values() ?? []) {
    for (const metadata of metadatas) {
      const max = metadata.constraints?.[0];
      if (metadata.name !== 'maxLength' || typeof max !== 'number' || typeof metadata.target !== 'function') continue;
      const key = `${metadata.target.name}.${metadata.propertyName}`;
      limits.set(key, Math.min(max, limits.get(key) ?? Infinity));
    }
  }
  return (schemaName, property) => (schemaName ? limits.get(`${schemaName}.${property}`) : undefined);
}
