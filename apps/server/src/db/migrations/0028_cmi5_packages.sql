-- cmi5 export (issue 18): a cmi5 package's integration, like a SCORM package's.
ALTER TABLE "api_integrations" DROP CONSTRAINT "api_integrations_kind";--> statement-breakpoint
ALTER TABLE "api_integrations" ADD CONSTRAINT "api_integrations_kind" CHECK ("api_integrations"."kind" in ('api', 'scorm', 'lti', 'cmi5'));
