/**
 * The OpenAPI schema of any JSON value, null too (a changed field's value before or after):
 * `@ApiProperty({ ...ANY_JSON_VALUE, description })`. Without it a property typed `unknown` is
 * documented as an object.
 */
export const ANY_JSON_VALUE = {
  oneOf: [
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'object', nullable: true, additionalProperties: true },
    { type: 'array', items: {} },
  ],
};
