// The WHATWG URL class exists in every runtime course-model runs in (browsers and Node), but this package
// loads neither the DOM nor the Node type libraries, to stay free of both. Only what it uses is declared.
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly origin: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null; set(name: string, value: string): void };
  toString(): string;
}
