import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { labPath } from "./config/site";

export default [
  index("routes/home.tsx"),
  route(labPath, "routes/lab.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
