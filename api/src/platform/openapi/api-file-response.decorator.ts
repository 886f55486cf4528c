import { ApiOkResponse } from '@nestjs/swagger';

/**
 * A 200 whose body is not JSON: a file or text of the given media types (the OpenAPI document
 * names them, so clients know what they receive). Text formats are strings; others binary.
 */
export const ApiFileResponse = (description: string, ...mediaTypes: [string, ...string[]]) =>
  ApiOkResponse({
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [
        type,
        { schema: type.startsWith('text/') ? { type: 'string' } : { type: 'string', format: 'binary' } },
      ]),
    ),
  });
