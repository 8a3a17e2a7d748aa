import { createBrowserRouter, RouterProvider, ScrollRestoration, Outlet, Link, useNavigate, useLocation, Navigate } from "react-router";
export { createBrowserRouter, RouterProvider, ScrollRestoration, Outlet, Link, useNavigate, useLocation, Navigate };
