export {
  ApiError,
  apiError,
  databaseUnavailable,
  forbidden,
  invalidField,
  notFound,
  tooManyRequests,
  unauthorized,
} from "./api-error";
export { describeError } from "./describe";
export * from "./shapes";
