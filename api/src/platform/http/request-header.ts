/** A request header as one string (the first, if sent more than once), or undefined. */
export function requestHeader(
  request: { headers: Record<string, string | string[] | undefined> },
  name: string,
): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The path of a request URL, without its query string (what Express called `request.path`). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}
