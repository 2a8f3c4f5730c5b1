//! Code object metadata.

/// A metadata error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MetaError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

/// YAML to MessagePack.
pub fn yaml_to_msgpack(_text: &str) -> Result<Vec<u8>, MetaError> {
    Err(MetaError {
        line: 0,
        col: 0,
        message: "not implemented yet".into(),
    })
}

/// MessagePack to YAML.
pub fn msgpack_to_yaml(_b: &[u8]) -> Result<String, MetaError> {
    Err(MetaError {
        line: 0,
        col: 0,
        message: "not implemented yet".into(),
    })
}
