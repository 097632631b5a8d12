import type { FastifyReply, FastifyRequest } from "fastify";
import { answerVariant, type CachedAnswer } from "./courseCache";

/** Sends a cached answer through Fastify (the fast lane writes the same variant itself: http/fastLane.ts). */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const variant = answerVariant(answer, request.headers["accept-encoding"], request.headers["if-none-match"]);
  reply.code(variant.status).headers(variant.headers);
  return variant.body === null ? reply.send() : reply.send(variant.body);
}
