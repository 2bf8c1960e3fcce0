//! Certificates. A public server has one from a certificate authority, checked against the
//! usual roots. A device hosting a room on a home network has none: it makes its own
//! (self-signed), and the invite carries the certificate's SHA-256 fingerprint, which a joiner
//! pins — the connection is encrypted, and only that certificate is accepted.

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{verify_tls12_signature, verify_tls13_signature, CryptoProvider};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, SignatureScheme};
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

/// Makes ring the process's TLS provider (a second call changes nothing).
pub fn install_provider() {
    let _ = rustls::crypto::ring::default_provider().install_default();
}

fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// The SHA-256 of a certificate (its DER bytes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fingerprint(pub [u8; 32]);

impl Fingerprint {
    pub fn of(der: &[u8]) -> Fingerprint {
        let digest = ring::digest::digest(&ring::digest::SHA256, der);
        let mut bytes = [0; 32];
        bytes.copy_from_slice(digest.as_ref());
        Fingerprint(bytes)
    }

    /// The fingerprint of the first certificate of a PEM chain.
    pub fn of_pem(pem: &[u8]) -> Option<Fingerprint> {
        use rustls::pki_types::pem::PemObject;
        let der = CertificateDer::pem_slice_iter(pem).next()?.ok()?;
        Some(Fingerprint::of(&der))
    }
}

/// 64 lower-case hex digits.
impl fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|b| write!(f, "{b:02x}"))
    }
}

impl FromStr for Fingerprint {
    type Err = ();
    fn from_str(s: &str) -> Result<Fingerprint, ()> {
        if s.len() != 64 || !s.is_ascii() {
            return Err(());
        }
        let mut bytes = [0; 32];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).map_err(|_| ())?;
        }
        Ok(Fingerprint(bytes))
    }
}

/// A device's own certificate, PEM encoded.
#[derive(Debug, Clone)]
pub struct DeviceCert {
    pub cert_pem: String,
    pub key_pem: String,
    pub fingerprint: Fingerprint,
}

/// A new self-signed certificate for `names` (the host's addresses or names). Joiners check it
/// by fingerprint, not by name, so the names are only for people reading it.
pub fn self_signed(names: Vec<String>) -> Result<DeviceCert, rcgen::Error> {
    let key = rcgen::KeyPair::generate()?;
    let cert = rcgen::CertificateParams::new(names)?.self_signed(&key)?;
    Ok(DeviceCert {
        fingerprint: Fingerprint::of(cert.der()),
        cert_pem: cert.pem(),
        key_pem: key.serialize_pem(),
    })
}

/// A TLS server configuration for a certificate chain and its key (PEM), with ring and the
/// default protocol versions. A certificate or key that cannot be read is an `InvalidData`
/// error naming what was wrong.
pub fn server_config(tls: &crate::Tls) -> std::io::Result<Arc<rustls::ServerConfig>> {
    use rustls::pki_types::pem::PemObject;
    use rustls::pki_types::PrivateKeyDer;
    use std::io::{Error, ErrorKind};
    let bad = |what: &str, e: &dyn fmt::Display| {
        Error::new(ErrorKind::InvalidData, format!("{what}: {e}"))
    };
    let (cert, key) = match tls {
        crate::Tls::Files { cert, key } => (std::fs::read(cert)?, std::fs::read(key)?),
        crate::Tls::Pem { cert, key } => (cert.clone(), key.clone()),
    };
    let chain = CertificateDer::pem_slice_iter(&cert)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| bad("certificate", &e))?;
    if chain.is_empty() {
        return Err(bad("certificate", &"no certificate in the PEM"));
    }
    let key = PrivateKeyDer::from_pem_slice(&key).map_err(|e| bad("private key", &e))?;
    let config = rustls::ServerConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .map_err(|e| bad("protocol versions", &e))?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(|e| bad("certificate and key", &e))?;
    Ok(Arc::new(config))
}

/// Which server certificates a client accepts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trust {
    /// One signed by a public certificate authority for the server's name.
    Public,
    /// Exactly this one, whatever its name and signer: a device's own.
    Pinned(Fingerprint),
}

/// A TLS client configuration for `trust`.
pub fn client_config(trust: Trust) -> Arc<ClientConfig> {
    let builder = ClientConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .expect("ring supports the default protocol versions");
    let config = match trust {
        Trust::Public => {
            let roots =
                rustls::RootCertStore::from_iter(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
            builder.with_root_certificates(roots).with_no_client_auth()
        }
        Trust::Pinned(pin) => builder
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(Pinned {
                pin,
                provider: provider(),
            }))
            .with_no_client_auth(),
    };
    Arc::new(config)
}

/// Accepts the one certificate whose fingerprint is pinned; the handshake's signatures are
/// still checked against it, so only the holder of its key can complete it.
#[derive(Debug)]
struct Pinned {
    pin: Fingerprint,
    provider: Arc<CryptoProvider>,
}

impl ServerCertVerifier for Pinned {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        if Fingerprint::of(end_entity) == self.pin {
            Ok(ServerCertVerified::assertion())
        } else {
            Err(rustls::Error::InvalidCertificate(
                rustls::CertificateError::ApplicationVerificationFailure,
            ))
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_read_back_and_refuse_what_is_not_one() {
        let cert = self_signed(vec!["host.local".into()]).unwrap();
        let text = cert.fingerprint.to_string();
        assert_eq!(text.len(), 64);
        assert_eq!(text.parse::<Fingerprint>(), Ok(cert.fingerprint));
        assert_eq!(
            Fingerprint::of_pem(cert.cert_pem.as_bytes()),
            Some(cert.fingerprint)
        );
        for bad in [
            "",
            "00",
            &text[1..],
            &format!("{}g", &text[1..]),
            "é".repeat(32).as_str(),
        ] {
            assert!(bad.parse::<Fingerprint>().is_err(), "{bad:?}");
        }
        // Two certificates never share a fingerprint.
        let other = self_signed(vec!["host.local".into()]).unwrap();
        assert_ne!(other.fingerprint, cert.fingerprint);
    }
}
