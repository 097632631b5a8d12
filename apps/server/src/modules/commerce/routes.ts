import type { App } from "../../http/types";
import { TestProvider } from "../../payments/testProvider";
import { bookingRoutes } from "./bookingRoutes";
import type { Commerce } from "./context";
import { sellingLandingRoutes } from "./landingRoutes";
import { orderRoutes } from "./orderRoutes";
import { payoutRoutes } from "./payoutRoutes";
import { shortRegistrationRoutes } from "./shortRegistrationRoutes";
import { testProviderRoutes } from "./testProviderRoutes";
import { webhookRoutes } from "./webhookRoutes";

/** Selling in hubs (issue 19, docs/decisions/014-selling.md): OpenAPI tag "selling". */
export function commerceRoutes(app: App, c: Commerce): void {
  payoutRoutes(app, c);
  sellingLandingRoutes(app, c);
  shortRegistrationRoutes(app, c);
  orderRoutes(app, c);
  bookingRoutes(app, c);
  webhookRoutes(app, c);
  if (c.payments instanceof TestProvider) {
    testProviderRoutes(app, c.payments);
    // The test provider's webhooks go through the very route Stripe's reach, signature and all.
    c.payments.attach(async (endpoint, body, signature) => {
      const res = await app.inject({
        method: "POST",
        url: endpoint === "connect" ? "/api/payments/connect_webhook" : "/api/payments/webhook",
        payload: body,
        headers: { "content-type": "application/json", "stripe-signature": signature },
      });
      if (res.statusCode >= 300) c.log.error({ status: res.statusCode, body: res.body }, "test webhook refused");
    });
  }
}
