import { profileUpdateRequestSchema, userSchema, validateEmailRequestSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireSession, requireUser } from "../../http/auth";
import { errors, ValidationError } from "../../http/errors";
import { requestTranslator } from "../../http/i18n";
import type { App } from "../../http/types";
import { makeAvatar, newAvatarKey } from "./avatar";
import { EMAIL_CHANGE_UNDO_TTL_SECONDS, mailEmailChange, undoEmailChange } from "./emailChange";
import { presentUser } from "./presenter";
import { updateProfile, updateUser } from "./service";

const userEnvelope = z.object({ data: userSchema });

export function userRoutes(app: App, deps: Deps): void {
  const { config, db, storage } = deps;
  const signedIn = authenticate(db);

  app.get(
    "/api/user",
    {
      schema: { tags: ["users"], summary: "The signed-in user", response: { 200: userEnvelope } },
      preHandler: signedIn,
      // An embedded builder or player learns who it is signed in as (the builder: with which permissions).
      config: { launch: { areas: ["account"] } },
    },
    async (request) => ({ data: presentUser(requireUser(request), config) }),
  );

  app.put(
    "/api/profile",
    {
      schema: {
        tags: ["users"],
        summary: "Edit name, e-mail, accessibility widget switch and password",
        description:
          "A new e-mail or a new password needs current_password (422 on current_password when it is missing or " +
          "wrong). A new address gets a confirmation link; the old one a notice with a link that undoes the " +
          "change for 7 days (POST /api/email_change/undo).",
        body: profileUpdateRequestSchema,
        response: { 200: userEnvelope },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const session = requireSession(request);
      const before = session.user;
      const { user, undoToken } = await updateProfile(
        db,
        before,
        request.body,
        session.tokenId,
        EMAIL_CHANGE_UNDO_TTL_SECONDS,
      );
      if (undoToken) await mailEmailChange(deps, user, before.email, undoToken);
      return { data: presentUser(user, config) };
    },
  );

  app.post(
    "/api/email_change/undo",
    {
      schema: {
        tags: ["users"],
        summary: "Put back the previous e-mail address with the token mailed to it, and sign out everywhere",
        description: "The link of the notice mailed to the old address (7 days, once). 422 on token otherwise.",
        body: validateEmailRequestSchema,
        response: {
          200: z.object({ message: z.string(), data: z.object({ id: z.number().int(), email: z.string() }) }),
        },
      },
    },
    async (request) => {
      const user = await undoEmailChange(deps, request.body.token);
      return {
        message: requestTranslator(request)("server.email_change_undone", { email: user.email }),
        data: { id: user.id, email: user.email },
      };
    },
  );

  app.post(
    "/api/profile/avatar",
    {
      schema: {
        tags: ["users"],
        summary: "Upload an avatar (multipart field `file`: JPEG, PNG or GIF)",
        consumes: ["multipart/form-data"],
        response: { 200: userEnvelope },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const user = requireUser(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (file?.fieldname !== "file") throw ValidationError.field("file", "validation.required");
      const data = await file.toBuffer().catch((error: unknown) => {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw errors.fileTooLarge(Math.round((config.maxAvatarBytes / 1024 / 1024) * 10) / 10);
        }
        throw error;
      });
      const key = newAvatarKey();
      await storage.put(key, await makeAvatar(data), "image/webp");
      const updated = await updateUser(db, user.id, { avatar_key: key });
      if (user.avatar_key) await storage.delete(user.avatar_key);
      return { data: presentUser(updated, config) };
    },
  );

  app.delete(
    "/api/profile/avatar",
    {
      schema: { tags: ["users"], summary: "Remove the avatar", response: { 200: userEnvelope } },
      preHandler: signedIn,
    },
    async (request) => {
      const user = requireUser(request);
      const updated = await updateUser(db, user.id, { avatar_key: null });
      if (user.avatar_key) await storage.delete(user.avatar_key);
      return { data: presentUser(updated, config) };
    },
  );
}
