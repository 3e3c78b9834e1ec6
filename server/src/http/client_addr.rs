//! Who a request comes from. Behind a reverse proxy or a load balancer, the connection's peer is the
//! proxy and the client is named in `X-Forwarded-For`; but anyone can send that header, so it is read
//! only when the peer is one of `CLINIC_TRUSTED_PROXIES` (a comma-separated list of addresses and
//! CIDR blocks), and then only as far as the proxies we trust: the client is the rightmost address
//! that is not a trusted proxy. Without that setting the header is ignored. The rate limiter, the
//! sign-in throttle and the audit log's `ip` all read the address resolved here.

use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::HeaderMap;
use axum::middleware::Next;
use axum::response::Response;
use std::convert::Infallible;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::sync::Arc;

/// The client a request counts against: the IPv4 address, or the /64 of an IPv6 address (an
/// IPv4-mapped IPv6 address is its IPv4 address).
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !((1u128 << 64) - 1))),
        },
    }
}

/// One address block: an address and how many leading bits must match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Block {
    addr: IpAddr,
    prefix: u8,
}

impl Block {
    fn parse(s: &str) -> Option<Block> {
        let (addr, prefix) = match s.split_once('/') {
            Some((a, p)) => (a.trim().parse::<IpAddr>().ok()?, Some(p.trim().parse::<u8>().ok()?)),
            None => (s.trim().parse::<IpAddr>().ok()?, None),
        };
        let max = if addr.is_ipv4() { 32 } else { 128 };
        let prefix = prefix.unwrap_or(max);
        (prefix <= max).then_some(Block { addr, prefix })
    }

    fn contains(&self, ip: IpAddr) -> bool {
        fn masked(bits: u128, width: u8, prefix: u8) -> u128 {
            let keep = u32::from(width - prefix);
            if keep >= 128 {
                0
            } else {
                (bits >> keep) << keep
            }
        }
        match (self.addr, canonical(ip)) {
            (IpAddr::V4(b), IpAddr::V4(a)) => {
                masked(u128::from(u32::from(b)), 32, self.prefix) == masked(u128::from(u32::from(a)), 32, self.prefix)
            }
            (IpAddr::V6(b), IpAddr::V6(a)) => {
                masked(u128::from(b), 128, self.prefix) == masked(u128::from(a), 128, self.prefix)
            }
            _ => false,
        }
    }
}

/// An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`, what a dual-stack socket reports) is its IPv4 address.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map(IpAddr::V4).unwrap_or(ip),
        v4 => v4,
    }
}

/// The proxies whose `X-Forwarded-For` is believed (`CLINIC_TRUSTED_PROXIES`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<Block>);

impl std::str::FromStr for TrustedProxies {
    type Err = String;

    /// `"10.0.0.0/8, 192.168.1.5, fd00::/8"`; empty means none.
    fn from_str(s: &str) -> Result<TrustedProxies, String> {
        s.split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| Block::parse(p).ok_or_else(|| format!("{p:?} is not an address or a CIDR block")))
            .collect::<Result<Vec<_>, _>>()
            .map(TrustedProxies)
    }
}

impl TrustedProxies {
    fn trusts(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|b| b.contains(ip))
    }

    /// The client of a request that arrived from `peer` with these headers.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = canonical(peer);
        if !self.trusts(peer) {
            return peer;
        }
        // Every X-Forwarded-For header, in order, is one list; each proxy appended its own peer.
        let hops = headers
            .get_all("x-forwarded-for")
            .iter()
            .flat_map(|v| v.to_str().unwrap_or("").split(','))
            .map(str::trim)
            .collect::<Vec<_>>();
        let mut client = peer;
        for hop in hops.iter().rev() {
            match parse_hop(hop) {
                Some(ip) => {
                    client = canonical(ip);
                    if !self.trusts(client) {
                        break;
                    }
                }
                // Garbage where an address should be: the last proxy we trust is all we know.
                None => break,
            }
        }
        client
    }
}

/// An address as proxies write it: bare, `[v6]`, `[v6]:port` or `v4:port`.
fn parse_hop(hop: &str) -> Option<IpAddr> {
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(ip);
    }
    if let Ok(sock) = hop.parse::<SocketAddr>() {
        return Some(sock.ip());
    }
    hop.strip_prefix('[').and_then(|h| h.strip_suffix(']')).and_then(|h| h.parse().ok())
}

/// The client's address, resolved once per request by [`resolve`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClientAddr(pub IpAddr);

impl ClientAddr {
    /// The network the client stands for, as the limits on open bookings count it: its IPv4 address,
    /// or the /64 of its IPv6 address (one subscriber usually holds a whole /64), e.g. `2001:db8:0:7::/64`.
    pub fn network(self) -> String {
        match client_key(self.0) {
            IpAddr::V4(v4) => v4.to_string(),
            IpAddr::V6(v6) => format!("{v6}/64"),
        }
    }

    /// What [`resolve`] found, else the connection's peer (tests that build a router without it).
    pub fn of(parts_extensions: &axum::http::Extensions) -> ClientAddr {
        parts_extensions.get::<ClientAddr>().copied().unwrap_or_else(|| {
            ClientAddr(
                parts_extensions
                    .get::<ConnectInfo<SocketAddr>>()
                    .map(|c| canonical(c.0.ip()))
                    .unwrap_or(IpAddr::from([0, 0, 0, 0])),
            )
        })
    }
}

impl<S: Send + Sync> FromRequestParts<S> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<ClientAddr, Infallible> {
        Ok(ClientAddr::of(&parts.extensions))
    }
}

/// Middleware (the outermost layer): records the request's [`ClientAddr`].
pub async fn resolve(State(trusted): State<Arc<TrustedProxies>>, mut req: Request, next: Next) -> Response {
    let peer =
        req.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip()).unwrap_or(IpAddr::from([0, 0, 0, 0]));
    let client = trusted.client(peer, req.headers());
    req.extensions_mut().insert(ClientAddr(client));
    // The access log's line for this request (its span is the current one) names the client too.
    tracing::Span::current().record("client", tracing::field::display(client));
    next.run(req).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_network_is_its_ipv4_address_or_its_ipv6_slash_64() {
        assert_eq!(ClientAddr(IpAddr::from([203, 0, 113, 9])).network(), "203.0.113.9");
        let a = ClientAddr(IpAddr::from([0x2001, 0xdb8, 0, 7, 0, 0, 0, 1])).network();
        let b = ClientAddr(IpAddr::from([0x2001, 0xdb8, 0, 7, 0xdead, 0xbeef, 1, 2])).network();
        assert_eq!((a.as_str(), b.as_str()), ("2001:db8:0:7::/64", "2001:db8:0:7::/64"));
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap_or(IpAddr::from([0, 0, 0, 0]));
        assert_eq!(ClientAddr(mapped).network(), "10.0.0.1");
    }
    use axum::http::HeaderValue;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in values {
            h.append("x-forwarded-for", HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn without_trusted_proxies_the_header_is_ignored() {
        let none = TrustedProxies::default();
        assert_eq!(none.client(ip("203.0.113.9"), &forwarded(&["198.51.100.1"])), ip("203.0.113.9"));
    }

    #[test]
    fn a_client_cannot_forge_its_address_through_an_untrusted_peer() {
        let trusted: TrustedProxies = "10.0.0.0/8".parse().unwrap();
        // The peer is the client itself, not our proxy: whatever it claims is ignored.
        assert_eq!(trusted.client(ip("203.0.113.9"), &forwarded(&["10.1.1.1"])), ip("203.0.113.9"));
    }

    #[test]
    fn behind_our_proxy_the_client_is_the_rightmost_untrusted_address() {
        let trusted: TrustedProxies = "10.0.0.0/8, 192.168.1.5".parse().unwrap();
        // The client sent a forged first entry; our two proxies appended what they saw.
        let h = forwarded(&["1.2.3.4, 198.51.100.7", "192.168.1.5"]);
        assert_eq!(trusted.client(ip("10.0.0.2"), &h), ip("198.51.100.7"));
        assert_eq!(trusted.client(ip("::ffff:10.0.0.2"), &h), ip("198.51.100.7"), "IPv4-mapped peer");
        // No header at all: the proxy is the client we know of.
        assert_eq!(trusted.client(ip("10.0.0.2"), &HeaderMap::new()), ip("10.0.0.2"));
        // Garbage in the chain stops the walk at the last trusted hop.
        assert_eq!(trusted.client(ip("10.0.0.2"), &forwarded(&["198.51.100.7, not-an-ip"])), ip("10.0.0.2"));
        // Ports and brackets as some proxies write them.
        assert_eq!(trusted.client(ip("10.0.0.2"), &forwarded(&["[2001:db8::1]:4711"])), ip("2001:db8::1"));
        assert_eq!(trusted.client(ip("10.0.0.2"), &forwarded(&["198.51.100.7:80"])), ip("198.51.100.7"));
    }

    #[test]
    fn the_setting_reads_addresses_and_blocks_and_refuses_anything_else() {
        let t: TrustedProxies = " 10.0.0.0/8 ,fd00::/8, 127.0.0.1 ,".parse().unwrap();
        assert!(t.trusts(ip("10.255.0.1")) && t.trusts(ip("fd12::1")) && t.trusts(ip("127.0.0.1")));
        assert!(!t.trusts(ip("11.0.0.1")) && !t.trusts(ip("fe80::1")) && !t.trusts(ip("127.0.0.2")));
        assert!("0.0.0.0/0".parse::<TrustedProxies>().unwrap().trusts(ip("8.8.8.8")));
        assert!("10.0.0.0/33".parse::<TrustedProxies>().is_err());
        assert!("proxy.local".parse::<TrustedProxies>().is_err());
        assert_eq!("".parse::<TrustedProxies>().unwrap(), TrustedProxies::default());
    }
}
