-- SCORM data of a SCO in generations (issue 16): a new attempt on the SCO's activity starts the next generation,
-- and a write of an older one (a page-close beacon landing after the reset) is refused.
ALTER TABLE "scorm_sco_states" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;
