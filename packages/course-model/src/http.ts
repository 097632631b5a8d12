/** Shapes every API answer follows (ARCHITECTURE "Answers follow the shapes the client expects"). */
export interface DataEnvelope<T> {
  data: T;
}

export interface Paginated<T> {
  data: T[];
  links: { next: string | null };
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

/** HTTP 422 body: a general message and, per field, its messages (the first one is shown). */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}

/** Every other error body: a sentence for the user and a stable id for logs and tests. */
export interface ErrorBody {
  message: string;
  error: string;
}
