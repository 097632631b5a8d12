import { profileUpdateRequestSchema, userSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireSession, requireUser } from "../../http/auth";
import { errors, ValidationError } from "../../http/errors";
import type { App } from "../../http/types";
import { sendVerificationMail } from "../auth/service";
import { makeAvatar, newAvatarKey } from "./avatar";
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
        body: profileUpdateRequestSchema,
        response: { 200: userEnvelope },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const session = requireSession(request);
      const { user, emailChanged } = await updateProfile(db, session.user, request.body, session.tokenId);
      if (emailChanged) await sendVerificationMail(deps, user);
      return { data: presentUser(user, config) };
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
