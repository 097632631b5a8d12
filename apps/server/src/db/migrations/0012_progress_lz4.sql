-- Every progress write stores its JSONB again, and a row over about 2 KB is compressed on the way: lz4 costs
-- PostgreSQL a fraction of the CPU of the default pglz (bench/RESULTS.md, progress writes). Only servers built
-- with lz4 have it (Debian's and most managed ones do; PGlite does not): elsewhere the columns keep pglz.
-- Rows written before keep their compression until they are written again.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE "course_progresses"
      ALTER COLUMN "met_display_conditions" SET COMPRESSION lz4,
      ALTER COLUMN "desired_pages_order" SET COMPRESSION lz4,
      ALTER COLUMN "pages_progresses" SET COMPRESSION lz4,
      ALTER COLUMN "blocks_progresses" SET COMPRESSION lz4;
  END IF;
END
$$;
