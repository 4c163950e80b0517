import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ROUTE_SEGMENTS } from "./config/route-paths";
import { labPath } from "./config/site";

export default [
  index("routes/home.tsx"),
  route(labPath, "routes/lab.tsx"),
  route(ROUTE_SEGMENTS.privacyPolicy, "routes/privacy-policy.tsx"),
  route(ROUTE_SEGMENTS.termsOfService, "routes/terms-of-service.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
