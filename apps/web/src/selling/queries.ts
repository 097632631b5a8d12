import type { EventBookingsOverview, Hub, RefundRequest } from "@coursewright/course-model";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { hubKeys, hubsApi } from "../hubs/api";
import { type BookingsWhen, sellingApi, sellingKeys } from "./api";
import type { OrderFilters } from "./orderFilters";

/** The creator's payouts; asked afresh on each visit, since the provider's onboarding happens elsewhere. */
export function usePayouts() {
  return useQuery({ queryKey: sellingKeys.payouts, queryFn: sellingApi.payouts, staleTime: 0 });
}

export function useConnectPayouts(hubId: number) {
  return useMutation({ mutationFn: () => sellingApi.connectPayouts(hubId) });
}

/** One page of the creator's orders; the previous page stays on screen while the next loads. */
export function useOrders(filters: OrderFilters, page: number) {
  return useQuery({
    queryKey: sellingKeys.orderList(filters, page),
    queryFn: ({ signal }) => sellingApi.orders(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: sellingKeys.order(id ?? 0),
    queryFn: () => sellingApi.order(id ?? 0),
    enabled: id !== null,
  });
}

export function useRefund(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) => sellingApi.refund(orderId, body),
    onSuccess: (order) => {
      queryClient.setQueryData(sellingKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: sellingKeys.orders });
      // Revoked event seats are free again.
      void queryClient.invalidateQueries({ queryKey: ["event-bookings"] });
    },
    // A refusal may come from an order that moved on meanwhile (refunded elsewhere): the drawer shows it as it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: sellingKeys.order(orderId) }),
  });
}

export function useEventBookings(hubId: number, eventId: number | null) {
  return useQuery({
    queryKey: sellingKeys.eventBookings(hubId, eventId ?? 0),
    queryFn: () => sellingApi.eventBookings(hubId, eventId ?? 0),
    enabled: eventId !== null,
    staleTime: 0,
  });
}

export function useMarkAttended(hubId: number, eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, attended }: { bookingId: number; attended: boolean }) =>
      sellingApi.markAttended(hubId, eventId, bookingId, attended),
    // The switch moves at once; a refusal puts it back (and the caller says so).
    onMutate: ({ bookingId, attended }) => {
      const key = sellingKeys.eventBookings(hubId, eventId);
      const before = queryClient.getQueryData<EventBookingsOverview>(key);
      if (before) {
        queryClient.setQueryData<EventBookingsOverview>(key, {
          ...before,
          attendees: before.attendees.map((a) => (a.booking_id === bookingId ? { ...a, attended } : a)),
        });
      }
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(sellingKeys.eventBookings(hubId, eventId), context.before);
    },
    onSuccess: (overview) => queryClient.setQueryData(sellingKeys.eventBookings(hubId, eventId), overview),
  });
}

export function useMyBookings(when: BookingsWhen, page: number) {
  return useQuery({
    queryKey: sellingKeys.myBookingList(when, page),
    queryFn: () => sellingApi.myBookings(when, page),
    placeholderData: keepPreviousData,
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sellingApi.cancelBooking(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sellingKeys.myBookings }),
  });
}

/** Every hub of the creator's, for the orders' hub filter (the list's pages, read one after another). */
export function useAllHubs() {
  return useQuery({
    queryKey: ["hubs", "list", "all"],
    queryFn: async ({ signal }) => {
      const hubs: Hub[] = [];
      // A creator with hundreds of hubs gets the 20 pages last edited; the filter is a convenience, not an index.
      for (let page = 1; page <= 20; page += 1) {
        const answer = await hubsApi.list({ page, search: "" }, signal);
        hubs.push(...answer.data);
        if (page >= answer.meta.last_page) break;
      }
      return hubs;
    },
  });
}

export interface SoldItem {
  /** "course:12", "bundle:3" or "event:5". */
  key: string;
  kind: "course" | "bundle" | "event";
  title: string;
}

/** What a hub sells (its courses, bundles and events), for the orders' item filter. */
export function useHubSoldItems(hubId: number | null) {
  const enabled = hubId !== null;
  const id = hubId ?? 0;
  const courses = useQuery({ queryKey: hubKeys.courses(id), queryFn: () => hubsApi.courses(id), enabled });
  const bundles = useQuery({
    queryKey: hubKeys.items(id, "bundles"),
    queryFn: () => hubsApi.items(id, "bundles"),
    enabled,
  });
  const events = useQuery({
    queryKey: hubKeys.items(id, "events"),
    queryFn: () => hubsApi.items(id, "events"),
    enabled,
  });
  const items: SoldItem[] = [
    ...(courses.data ?? []).map((c) => ({ key: `course:${c.course_id}`, kind: "course" as const, title: c.title })),
    ...(bundles.data ?? []).map((b) => ({ key: `bundle:${b.id}`, kind: "bundle" as const, title: b.title })),
    ...(events.data ?? []).map((e) => ({ key: `event:${e.id}`, kind: "event" as const, title: e.title })),
  ];
  return { items, loading: enabled && (courses.isPending || bundles.isPending || events.isPending) };
}
