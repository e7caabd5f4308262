export {
  ApiError,
  apiError,
  forbidden,
  invalidField,
  notFound,
  tooManyRequests,
  unauthorized,
} from "./api-error";
export { describeError } from "./describe";
export * from "./shapes";
