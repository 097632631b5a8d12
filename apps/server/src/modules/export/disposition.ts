/** RFC 6266: an ASCII fallback name and the UTF-8 name as it is. */
export function attachmentDisposition(asciiName: string, utf8Name: string): string {
  const utf8 = encodeURIComponent(utf8Name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${utf8}`;
}
